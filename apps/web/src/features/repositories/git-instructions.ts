/**
 * The command-line steps the view dialog shows (docs/product.md § Repositories page): clone the repository, or point an
 * existing one at it. `main` is the branch a new repository gets when it has none yet.
 */
export function cloneCommand(url: string): string {
  return `git clone ${url}`;
}

export function pushExistingCommands(url: string, branch = 'main'): string {
  return [`git remote add origin ${url}`, `git branch -M ${branch}`, `git push -u origin ${branch}`].join('\n');
}
