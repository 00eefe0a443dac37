import { contentSecurityPolicy } from './csp';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the document Content-Security-Policy', () => {
  it('lets the design editor run its script and frame from its own origin, and shows artwork from where it may live', () => {
    const policy = contentSecurityPolicy('cdn.example', undefined, {
      script: 'https://designer.example',
      images: ['https://designer.example', 'https://res.images.example'],
    })(["'sha256-abc'"]);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc' https://designer.example");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://designer.example");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: http://cdn.example https://cdn.example https://designer.example https://res.images.example");
    // A saved project's proof is read to be downloaded; nothing else leaves our origin.
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://designer.example https://res.images.example");
  });

  it('names each source once where config names one origin for several roles', () => {
    const policy = contentSecurityPolicy('cdn.example', undefined, {
      script: 'http://cdn.example',
      images: ['http://cdn.example', 'https://cdn.example'],
    })(["'sha256-abc'", "'sha256-abc'"]);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc' http://cdn.example");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: http://cdn.example https://cdn.example");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://cdn.example https://cdn.example");
  });

  it('adds nothing for a store without the editor', () => {
    const policy = contentSecurityPolicy('cdn.example')([]);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('is framed by itself and posts forms to itself, unless a punchout page names its buyer’s origins', () => {
    const build = contentSecurityPolicy('cdn.example');
    expect(directive(build([]), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(build([]), 'form-action')).toBe("form-action 'self'");
    const punchout = build([], { frameAncestors: ['https://buyer.example'], formAction: ['https://buyer.example'] });
    expect(directive(punchout, 'frame-ancestors')).toBe("frame-ancestors 'self' https://buyer.example");
    expect(directive(punchout, 'form-action')).toBe("form-action 'self' https://buyer.example");
  });
});
