import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { API_ROOT } from '../../platform/config/api-root.js';

// apps/api/assets, wherever this module runs from (src, dist, or a tool's bundle).
const ASSETS_DIR = path.join(API_ROOT, 'assets');
export const IMAGE_FOLDERS = ['products', 'categories', 'banners'] as const;
const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.svg$/;

/**
 * The generated SVGs, read once at start-up. A request names a folder and a file; only names found in
 * this map are served, so no path from a request ever reaches the file system (no traversal to try).
 */
@Injectable()
export class ImageFiles {
  private readonly files = new Map<string, Buffer>();

  constructor() {
    for (const folder of IMAGE_FOLDERS) {
      let names: string[] = [];
      try {
        names = readdirSync(path.join(ASSETS_DIR, folder));
      } catch {
        continue;
      }
      for (const name of names.filter((file) => FILE_NAME.test(file))) {
        this.files.set(`${folder}/${name}`, readFileSync(path.join(ASSETS_DIR, folder, name)));
      }
    }
  }

  get(folder: string, file: string): Buffer | undefined {
    return this.files.get(`${folder}/${file}`);
  }
}
