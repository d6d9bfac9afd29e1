import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT, REPO_ROOT } from './api-root.js';

describe('API_ROOT', () => {
  it("is apps/api, found from this module's folder: the package, its assets, and the repository above it", () => {
    expect(JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')).name).toBe('@jhatpat/api');
    expect(existsSync(path.join(API_ROOT, 'assets', 'products'))).toBe(true);
    expect(path.relative(REPO_ROOT, API_ROOT)).toBe(path.join('apps', 'api'));
  });
});
