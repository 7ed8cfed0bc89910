/**
 * Framing of requests themselves: pipelines around the 32-waiting limit, no Host, HTTP/1.0 and
 * other versions, CONNECT, OPTIONS, odd methods, absolute-form targets, huge headers and URLs,
 * Expect and Upgrade, and bytes that are not HTTP at all.
 */
import { bodyFor, headersFor, MCP_TYPES, one, PING, TARGETS, type CaseParts } from './framingParts.ts';
import { request } from './wire.ts';

const get = (target: string, extra: [string, string][] = [], method = 'GET') => ({ method, target, headers: headersFor(target, extra) });

/** `count` requests on one connection, some of them a POST /mcp, a HEAD or the page. */
function pipelines(): CaseParts[] {
  const mixes: [string, (i: number) => { method: string; target: string }][] = [
    ['GETs', (i) => ({ method: 'GET', target: TARGETS[1 + (i % 3)]! })],
    ['GETs and a POST /mcp', (i) => (i === 5 ? { method: 'POST', target: '/mcp' } : { method: 'GET', target: '/health' })],
    ['HEADs, GETs of the page and POSTs', (i) => [{ method: 'HEAD', target: '/typical-weather?zip=10024' }, { method: 'GET', target: '/' }, { method: 'POST', target: '/mcp' }][i % 3]!],
  ];
  const cases: CaseParts[] = [];
  for (const count of [31, 32, 33, 40]) {
    for (const [name, nth] of mixes) {
      const requests = Array.from({ length: count }, (_, i) => nth(i));
      const bytes = Buffer.concat(requests.map(({ method, target }) => request(method === 'POST' ? { method, target, headers: headersFor(target, [['Content-Length', String(PING.length)]]), body: PING } : get(target, [], method))));
      // Up to one running and 32 waiting are answered; past that the connection may be cut (server/connectionGate.ts).
      cases.push({ name: `${count} pipelined ${name}`, bytes, methods: requests.map((r) => r.method), targets: requests.map((r) => r.target), answers: count <= 33 ? count : undefined });
    }
  }
  return cases;
}

/**
 * A request, then one answered outside the connection's turn: a CONNECT (answered on its socket
 * as soon as parsed) or bytes the parser refuses. The first is owed its answer, first.
 */
function pipelinedRefusals(): CaseParts[] {
  const firsts: [string, string, number][] = [
    ['GET /health', 'GET /health HTTP/1.1\r\nHost: a\r\n\r\n', 1],
    ['GET /climate-twins', 'GET /climate-twins?zip=10024 HTTP/1.1\r\nHost: a\r\n\r\n', 1],
    ['GET /', 'GET / HTTP/1.1\r\nHost: a\r\n\r\n', 1],
    ['POST /mcp ping', `POST /mcp HTTP/1.1\r\nHost: a\r\n${MCP_TYPES.map(([n, v]) => `${n}: ${v}\r\n`).join('')}Content-Length: ${PING.length}\r\n\r\n${PING}`, 1],
    ['GET /health without Host (400, closing)', 'GET /health HTTP/1.1\r\n\r\n', 0],
    ['POST /health gzip, chunked (501, closing)', 'POST /health HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n', 0],
    ['POST /health xchunked (400, closing)', 'POST /health HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: xchunked\r\n\r\n0\r\n\r\n', 0],
    ['GET /health HTTP/1.0', 'GET /health HTTP/1.0\r\n\r\n', 0],
  ];
  const seconds: [string, string][] = [
    ['CONNECT', 'CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n'],
    ['a malformed request', 'get /health HTTP/1.1\r\nHost: a\r\n\r\n'],
  ];
  return firsts.flatMap(([first, bytes, keeps]) =>
    seconds.map(([second, more]): CaseParts => {
      const method = first.split(' ')[0]!;
      // A first answer that closes the connection leaves nothing owed to what follows.
      return { name: `${first}, then ${second} pipelined`, bytes: Buffer.from(bytes + more, 'latin1'), methods: [method, 'GET'], targets: [first.split(' ')[1]!], answers: 1 + keeps, allow501: first.includes('gzip') };
    }),
  );
}

/** Versions, Host, methods and targets, on every target where it matters. */
function lines(): CaseParts[] {
  const cases: CaseParts[] = [];
  for (const target of TARGETS) {
    // /mcp is sent a ping (its headers added by headersFor; without a Host, added here).
    const length: [string, string][] = target === '/mcp' ? [['Content-Length', String(PING.length)]] : [];
    const mcp: [string, string][] = target === '/mcp' ? [...MCP_TYPES, ...length] : [];
    const body = target === '/mcp' ? PING : undefined;
    const method = target === '/mcp' ? 'POST' : 'GET';
    cases.push(one('no Host', { method, target, headers: mcp, body }, { answers: 1 }));
    cases.push(one('two Hosts', { method, target, headers: [['Host', 'a'], ['Host', 'b'], ...mcp], body }, { answers: 1 }));
    cases.push(one('an empty Host', { method, target, headers: [['Host', ''], ...mcp], body }, { answers: 1 }));
    for (const version of ['HTTP/1.0', 'HTTP/2.0', 'HTTP/1.2', 'HTTP/0.9', 'http/1.1', 'HTTP/1.1 x']) {
      cases.push(one(version, { method, target, version, headers: headersFor(target, length), body }, { answers: 1 }));
      cases.push(one(`${version} without Host`, { method, target, version, headers: mcp, body }, { answers: 1 }));
    }
    cases.push(one('no version (HTTP/0.9)', { method: 'GET', target, version: '', headers: [] }));
    for (const m of ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'M-SEARCH', 'QUERY', 'SOURCE', 'get', 'FOO', 'PRI', 'HEAD', 'POST']) {
      cases.push(one(m, get(target, m === 'OPTIONS' ? [['Origin', 'https://x.example'], ['Access-Control-Request-Method', 'POST']] : [['Content-Length', '0']], m), { answers: 1 }));
    }
    cases.push(one('CONNECT', get(target, [], 'CONNECT'), { answers: 1 }));
    for (const form of ['http://127.0.0.1', 'http://a.example:1', 'https://x', 'HTTP://A']) {
      cases.push(one(`absolute-form ${form}`, { method, target: form + target, headers: headersFor(target, length), body }, { answers: 1 }));
    }
    cases.push(one('a 17 KB header', get(target, [['X-Big', 'h'.repeat(17 * 1024)]]), { answers: 1 }));
    cases.push(one('headers of 17 KB in all', get(target, Array.from({ length: 170 }, (_, i): [string, string] => [`X-H${i}`, 'h'.repeat(100)])), { answers: 1 }));
    cases.push(one('a 15 KB header', get(target, [['X-Big', 'h'.repeat(15 * 1024)]]), { answers: 1 }));
    // Refused by the parser, whose answer to a HEAD has no content either.
    cases.push(one('a 17 KB header', get(target, [['X-Big', 'h'.repeat(17 * 1024)]], 'HEAD'), { answers: 1 }));
    cases.push(one('a 17 KB URL', get(`${target}${target.includes('?') ? '&' : '?'}x=${'u'.repeat(17 * 1024)}`, [], 'HEAD'), { answers: 1 }));
    cases.push(one('version HTTP/1.1 x', { ...get(target, [], 'HEAD'), version: 'HTTP/1.1 x' }, { answers: 1 }));
    cases.push(one('a 17 KB URL', get(`${target}${target.includes('?') ? '&' : '?'}x=${'u'.repeat(17 * 1024)}`), { answers: 1 }));
    cases.push(one('Expect: 100-continue', { method: 'POST', target, headers: headersFor(target, [['Expect', '100-continue'], ['Content-Length', '40']]), body: bodyFor(target, 40) }, { answers: 1 }));
    cases.push(one('Expect: 100-continue, the body never sent', { method: 'POST', target, headers: headersFor(target, [['Expect', '100-continue'], ['Content-Length', '40']]) }));
    cases.push(one('Upgrade: websocket', get(target, [['Connection', 'Upgrade'], ['Upgrade', 'websocket'], ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='], ['Sec-WebSocket-Version', '13']]), { answers: 1 }));
    cases.push(one('Upgrade: h2c', get(target, [['Connection', 'Upgrade, HTTP2-Settings'], ['Upgrade', 'h2c'], ['HTTP2-Settings', 'AAMAAABkAARAAAAAAAIAAAAA']]), { answers: 1 }));
    cases.push(one('Connection: close, then more bytes', { ...get(target, [['Connection', 'close']]), body: Buffer.from('GET /health HTTP/1.1\r\nHost: a\r\n\r\n') }, { answers: 1 }));
    cases.push(one('a header folded over two lines', get(target, [['X-Fold', 'a\r\n b']]), { answers: 1 }));
    cases.push(one('a NUL in a header', get(target, [['X-Nul', 'a\x00b']]), { answers: 1 }));
    cases.push({ name: `GET ${target}: a header without a colon`, bytes: Buffer.from(`GET ${target} HTTP/1.1\r\nHost: a\r\nX-No-Colon\r\n\r\n`), methods: ['GET'], targets: [target], answers: 1 });
    cases.push(one('a space before the colon', get(target, [['X-Space ', 'a']]), { answers: 1 }));
    cases.push(one('a target with a raw space and bytes over 127', { ...get(target), target: `${target}x y\xe9` }, { answers: 1 }));
  }
  return cases;
}

/** Bytes that are not HTTP, or barely. */
function noise(): CaseParts[] {
  const tls = Buffer.from('160301006a0100006603035f', 'hex');
  const texts: [string, Buffer][] = [
    ['a TLS ClientHello', Buffer.concat([tls, Buffer.alloc(100, 7)])],
    ['the HTTP/2 preface', Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x00\x04\x00\x00\x00\x00\x00', 'latin1')],
    ['GET alone', Buffer.from('GET')],
    ['NUL bytes', Buffer.alloc(64)],
    ['bare LF line ends', Buffer.from('GET /health HTTP/1.1\nHost: a\n\n')],
    ['bare CR line ends', Buffer.from('GET /health HTTP/1.1\rHost: a\r\r')],
    ['a request line of spaces', Buffer.from('   \r\n\r\n')],
    ['0xff bytes', Buffer.alloc(300, 0xff)],
    ['a JSON message with no request line', PING],
    ['SSH banner', Buffer.from('SSH-2.0-OpenSSH_9.6\r\n')],
    ['a request, then garbage', Buffer.from('GET /health HTTP/1.1\r\nHost: a\r\n\r\n\x16\x03\x01garbage\r\n\r\n', 'latin1')],
  ];
  const cases = texts.map(([name, bytes]): CaseParts => ({ name, bytes, methods: ['GET', 'GET'], targets: [], answers: 1 }));
  // Empty lines before a request are allowed (RFC 9112 §2.2): no request, so no answer owed.
  cases.push({ name: 'empty lines only', bytes: Buffer.from('\r\n\r\n\r\n\r\n'), methods: [], targets: [] });
  return cases;
}

export const requestCases = (): CaseParts[] => [...pipelines(), ...pipelinedRefusals(), ...lines(), ...noise()];
