/**
 * Contact Us without a backend: the form builds a link that opens a new, prefilled issue in the
 * project's repository. Nothing is sent anywhere until the student submits it there.
 */

export const CONTACT_TOPICS = [
  { id: 'mistake', label: 'Mistake', title: 'Mistake' },
  { id: 'missing-solution', label: 'Missing solution', title: 'Missing solution' },
  { id: 'missing-language', label: 'Missing language', title: 'Missing language' },
  { id: 'suggestion', label: 'Suggestion', title: 'Suggestion' },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]['id'];

export interface ContactProblem {
  name: string;
  uniqueID: string;
}

export interface ContactRequest {
  topic: ContactTopic;
  message: string;
  email?: string;
  /** The page the student was on. */
  pageUrl: string;
  problem?: ContactProblem;
}

function topicTitle(topic: ContactTopic): string {
  return CONTACT_TOPICS.find((t) => t.id === topic)?.title ?? 'Feedback';
}

export function createIssueTitle(request: ContactRequest): string {
  const subject = request.problem
    ? request.problem.name
    : request.pageUrl.replace(/^https?:\/\/[^/]+/, '') || '/';
  return `${topicTitle(request.topic)}: ${subject}`;
}

export function createIssueBody(request: ContactRequest): string {
  const lines = [`**Topic:** ${topicTitle(request.topic)}`, `**Page:** ${request.pageUrl}`];
  if (request.problem) {
    lines.push(
      `**Problem:** ${request.problem.name}`,
      `**Problem ID:** ${request.problem.uniqueID}`,
    );
  }
  if (request.email?.trim()) lines.push(`**Contact email:** ${request.email.trim()}`);
  lines.push('', request.message.trim());
  return lines.join('\n');
}

/** The GitHub "new issue" URL with title, body and a label for the topic. */
export function createContactIssueUrl(repositoryUrl: string, request: ContactRequest): string {
  const params = new URLSearchParams({
    title: createIssueTitle(request),
    body: createIssueBody(request),
    labels: request.topic,
  });
  return `${repositoryUrl.replace(/\/+$/, '')}/issues/new?${params.toString()}`;
}
