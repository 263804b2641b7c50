// Build side of the loading screen: index.html carries the entry's stylesheets inline.
import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * Replaces index.html's links to the entry's stylesheets with their text, so the first
 * paint waits for no request but the page itself: on a weak connection each blocking
 * stylesheet costs a round trip before anything shows. The server's policy allows them by
 * hash, as it does the loading screen's style (server/http/app-csp.ts).
 */
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = page.source.replace(STYLESHEET, (link, file: string) => {
        const css = bundle[file];
        if (css?.type !== 'asset') return link;
        // The disabled link is never fetched nor applied; it tells Vite's loader that the
        // page has this stylesheet. A screen that imports the entry's modules lists the
        // entry's stylesheets among the files it needs first, and the loader skips only those
        // the page links: without it, it would fetch them again and hold the screen until
        // they arrive (a round trip on the bag's first visit).
        return `<style>${String(css.source).trim()}</style><link rel="stylesheet" href="/${file}" disabled>`;
      });
    },
  };
}
