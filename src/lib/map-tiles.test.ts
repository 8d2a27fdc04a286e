import { describe, expect, it } from 'vitest';
import { isTileUrlTemplate, tileHost, tileSources } from './map-tiles';

describe('map tile templates', () => {
  it('accepts http(s) templates with {z}, {x} and {y}', () => {
    expect(isTileUrlTemplate('https://tile.example/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrlTemplate('http://127.0.0.1:8080/tiles/{z}/{x}/{y}{r}.png')).toBe(true);
    expect(isTileUrlTemplate('https://{s}.tile.example/{z}/{x}/{y}.png')).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isTileUrlTemplate('https://tile.example/tiles.png')).toBe(false);
    expect(isTileUrlTemplate('javascript:{z}{x}{y}')).toBe(false);
    expect(isTileUrlTemplate('ftp://tile.example/{z}/{x}/{y}.png')).toBe(false);
  });
  it('names the CSP source and the host of the tiles', () => {
    expect(tileSources('https://tile.example/{z}/{x}/{y}.png')).toEqual(['https://tile.example']);
    expect(tileSources('https://{s}.tile.example/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example']);
    expect(tileSources(undefined)).toEqual([]);
    expect(tileSources('not a template')).toEqual([]);
    expect(tileHost('https://{s}.tile.example/{z}/{x}/{y}.png')).toBe('tile.example');
    expect(tileHost('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('127.0.0.1:8080');
  });
});
