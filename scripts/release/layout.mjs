/**
 * Where a tag's server, web app and image are in the repositories' history, and laying them out as
 * the readers expect them: `api/`, `desktop/`, `docker/`.
 *
 * - v6.7.0 and later (the monorepo): the three folders at the tag.
 * - Before v6.7.0 the monorepo's history is the server's own repository: the server sits at its
 *   root. The web app was Receipt-Wrangler/receipt-wrangler-desktop (same tag names); the image was
 *   built by Receipt-Wrangler/receipt-wrangler-monolith, which has no tags: its Dockerfile checks
 *   out the release given as VERSION, so the commit in force at the tag's date is taken.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

export const git = (gitDir, ...args) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

const tryGit = (gitDir, ...args) => {
  try {
    return git(gitDir, ...args).trim();
  } catch {
    return null;
  }
};

function countFiles(dir) {
  return readdirSync(dir).reduce((count, name) => {
    const full = path.join(dir, name);
    return count + (statSync(full).isDirectory() ? countFiles(full) : 1);
  }, 0);
}

/** Extracts `<commit>:<subdir>` of a repository into `dest`, and checks the file count. */
export function extract(gitDir, commit, subdir, dest) {
  mkdirSync(dest, {recursive: true});
  const archive = execFileSync(
    'git',
    ['--git-dir', gitDir, 'archive', '--format=tar', `${commit}:${subdir}`],
    {maxBuffer: 1024 * 1024 * 1024},
  );
  execFileSync('tar', ['-x', '-C', dest], {input: archive});
  const expected = git(
    gitDir,
    'ls-tree',
    '-r',
    '--name-only',
    `${commit}:${subdir}`,
  )
    .split('\n')
    .filter(Boolean).length;
  const found = countFiles(dest);
  if (found !== expected)
    throw new Error(
      `${subdir || 'the root'} of ${commit.slice(0, 7)}: ${found} files extracted, the tree has ${expected}`,
    );
}

/**
 * Where each part of `tag` comes from: `{commit, layout, parts: {api, desktop, docker}}`, each part
 * `{gitDir, commit, subdir, what}` or `{missing: why}`.
 */
export function locate({tag, gitDir, desktopGitDir, dockerGitDir}) {
  const commit = git(gitDir, 'rev-parse', `${tag}^{commit}`).trim();
  const top = git(gitDir, 'ls-tree', '--name-only', commit).split('\n');
  if (top.includes('api')) {
    const part = (subdir) =>
      top.includes(subdir)
        ? {gitDir, commit, subdir, what: `${subdir}/ at ${tag}`}
        : {missing: `${tag} has no ${subdir}/`};
    return {
      commit,
      layout: 'monorepo',
      parts: {
        api: part('api'),
        desktop: part('desktop'),
        docker: part('docker'),
      },
    };
  }
  if (!top.includes('go.mod'))
    throw new Error(`${tag} has neither api/ nor a Go module at its root`);
  const parts = {
    api: {gitDir, commit, subdir: '', what: `the repository's root at ${tag}`},
  };
  if (!desktopGitDir)
    parts.desktop = {
      missing: `before v6.7.0 the web app is not in this repository: give --desktop-git-dir (Receipt-Wrangler/receipt-wrangler-desktop)`,
    };
  else {
    const desktopCommit = tryGit(desktopGitDir, 'rev-parse', `${tag}^{commit}`);
    parts.desktop = desktopCommit
      ? {
          gitDir: desktopGitDir,
          commit: desktopCommit,
          subdir: '',
          what: `receipt-wrangler-desktop at ${tag} (${desktopCommit.slice(0, 7)})`,
        }
      : {missing: `${desktopGitDir} has no tag ${tag}`};
  }
  if (!dockerGitDir)
    parts.docker = {
      missing: `before v6.7.0 the image is not in this repository: give --docker-git-dir (Receipt-Wrangler/receipt-wrangler-monolith)`,
    };
  else {
    const date = git(gitDir, 'log', '-1', '--format=%cI', commit).trim();
    const dockerCommit = tryGit(
      dockerGitDir,
      'rev-list',
      '-1',
      `--before=${date}`,
      'HEAD',
    );
    parts.docker = dockerCommit
      ? {
          gitDir: dockerGitDir,
          commit: dockerCommit,
          subdir: '',
          what: `receipt-wrangler-monolith at ${dockerCommit.slice(0, 7)}, its last commit before ${tag} (${date.slice(0, 10)})`,
        }
      : {missing: `${dockerGitDir} has no commit before ${date}`};
  }
  return {commit, layout: 'server at the root', parts};
}

/** Lays out the parts that were found under `dir` (api/, desktop/, docker/). */
export function layOut(located, dir) {
  for (const [name, part] of Object.entries(located.parts))
    if (!part.missing)
      extract(part.gitDir, part.commit, part.subdir, path.join(dir, name));
}
