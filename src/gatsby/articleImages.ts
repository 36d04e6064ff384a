/**
 * The resized rasters of the articles (src/content-build/articleImages.ts decided their names and
 * widths) written to `public/images/`. A name holds the hash of its source's bytes and of the
 * resize settings, so a file never changes once served (firebase.json caches it for good) and a
 * file already made is never made again: each is resized once into Gatsby's cache folder, which
 * outlives `public/`, and copied from there. Files no article uses any more are removed.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGES_DIR, type ImageAsset } from '../content-build/articleImages';

/** Lossless PNG; JPEG and WebP at the highest quality (the site's specification). */
async function resize(asset: ImageAsset, target: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sharp = require('sharp') as typeof import('sharp');
  const image = sharp(asset.source).resize({ width: asset.width, withoutEnlargement: true });
  const encoded =
    asset.format === 'png'
      ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
      : asset.format === 'jpeg'
        ? image.jpeg({ quality: 100, mozjpeg: true })
        : image.webp({ quality: 100 });
  // Written under a temporary name first: an interrupted build never leaves half a file under
  // a name that says it is complete.
  await encoded.toFile(`${target}.part`);
  renameSync(`${target}.part`, target);
}

export async function writeArticleImages(
  publicDir: string,
  cacheDir: string,
  assets: readonly ImageAsset[],
): Promise<{ resized: number; copied: number }> {
  const dir = join(publicDir, IMAGES_DIR);
  const made = join(cacheDir, IMAGES_DIR);
  mkdirSync(dir, { recursive: true });
  mkdirSync(made, { recursive: true });
  let resized = 0;
  let copied = 0;
  for (const asset of assets) {
    const target = join(dir, asset.name);
    if (existsSync(target)) continue;
    const kept = join(made, asset.name);
    if (!existsSync(kept)) {
      await resize(asset, kept);
      resized += 1;
    }
    copyFileSync(kept, target);
    copied += 1;
  }
  const wanted = new Set(assets.map((a) => a.name));
  for (const name of readdirSync(dir)) if (!wanted.has(name)) rmSync(join(dir, name));
  return { resized, copied };
}
