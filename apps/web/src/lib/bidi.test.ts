import { describe, expect, it } from 'vitest';
import { isolate, isolateCodeNames } from './bidi';

const iso = (name: string) => `\u2068${name}\u2069`;

describe('isolateCodeNames', () => {
  it('isolates names whose symbols a right-to-left line would move', () => {
    expect(isolateCodeNames('محرك C++')).toBe(`محرك ${iso('C++')}`);
    expect(isolateCodeNames('محرك .NET (C#)')).toBe(`محرك ${iso('.NET')} (${iso('C#')})`);
    expect(isolateCodeNames('في C++ وGo وC#')).toBe(`في ${iso('C++')} وGo و${iso('C#')}`);
    expect(isolateCodeNames('Node.js و g++')).toBe(`${iso('Node.js')} و ${iso('g++')}`);
  });

  it('leaves plain words, numbers, a sentence full stop and isolated names alone', () => {
    expect(isolateCodeNames('JavaScript و Go.')).toBe('JavaScript و Go.');
    expect(isolateCodeNames('يعمل على C++.')).toBe(`يعمل على ${iso('C++')}.`);
    expect(isolateCodeNames('3.5 ثانية')).toBe('3.5 ثانية');
    expect(isolateCodeNames(iso('C++'))).toBe(iso('C++'));
    expect(isolateCodeNames('')).toBe('');
  });
});

describe('isolate', () => {
  it('wraps a name in first-strong isolate marks', () => {
    expect(isolate('C++')).toBe('\u2068C++\u2069');
  });
});
