/**
 * A JSON-RPC answer's text: a tool result whose JSON was made already is written with that JSON as
 * its structured content, and reads back as the same message JSON.stringify would give.
 */
import type { CallToolResult, JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { answerText, withContentJson } from '../../api/mcp/answerText.ts';

const body = { station: { id: 'USW00094728', name: 'NEW YORK "CNTRL" PK' }, months: [{ month: 7, avgHighF: 84.9 }], note: null };
const marked = (result: CallToolResult) => withContentJson(result, JSON.stringify(result.structuredContent));
const answer = (id: number | string, result: object): JSONRPCMessage => ({ result, jsonrpc: '2.0', id }) as JSONRPCMessage;

describe('answerText', () => {
  it.each([
    { what: 'a tool result with its JSON made', answers: [answer(1, marked({ content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body }))] },
    { what: 'a tool result with no content besides', answers: [answer('a', marked({ content: [], structuredContent: body }))] },
    { what: 'a result not marked', answers: [answer(2, { tools: [] })] },
    { what: 'an error', answers: [{ jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'Invalid params' } } as JSONRPCMessage] },
    { what: 'several answers, a list', answers: [answer(1, marked({ content: [], structuredContent: body })), answer(2, {})] },
  ])('$what: the message as JSON', ({ answers }) => {
    const text = answerText(answers);
    expect(JSON.parse(text)).toEqual(answers.length === 1 ? answers[0] : answers);
  });
});
