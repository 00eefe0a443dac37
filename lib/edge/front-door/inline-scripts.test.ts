/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inline-scripts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script body once, and no external script', () => {
    const html =
      '<html><head><script src="/_next/static/a.js" async></script><script>self.__next_f=[]</script></head>' +
      '<body><script>self.__next_f.push([1,"é"])</script><SCRIPT type="application/ld+json">{"a":1}</SCRIPT>' +
      '<script>self.__next_f=[]</script><script></script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f=[]'), sha('self.__next_f.push([1,"é"])'), sha('{"a":1}')]);
  });
});
