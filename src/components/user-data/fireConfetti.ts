/**
 * Celebrates a solved problem. canvas-confetti is loaded on demand (never on first paint), and
 * nothing happens for students who ask their system for reduced motion.
 */
export async function fireConfetti(): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  const { default: confetti } = await import('canvas-confetti');
  await confetti({
    particleCount: 120,
    spread: 75,
    origin: { y: 0.7 },
    disableForReducedMotion: true,
  });
  return true;
}
