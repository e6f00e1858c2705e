"""Layout checks shared by browser tests: words the layout splits over two lines."""

from __future__ import annotations

BROKEN_WORDS = """(selector) => {
  const out = [];
  const root = document.querySelector(selector) || document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const word = /[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}'’-]*/gu;
  const cjk = /[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]/u;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement.getClientRects().length) continue;
    for (const m of node.data.matchAll(word)) {
      if (cjk.test(m[0]) || m[0].length < 2) continue;
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].filter(r => r.width > 0)
                                                        .map(r => Math.round(r.bottom)));
      if (lines.size > 1) out.push(m[0]);
    }
  }
  return out;
}"""
"""Words (letters and digits; CJK text may break between any two characters) whose letters
sit on more than one line box under ``selector``: a word broken inside, hyphen or not."""
