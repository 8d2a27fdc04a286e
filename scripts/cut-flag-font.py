#!/usr/bin/python3
"""The country flags of the phone fields' country select, cut from the Twemoji Country Flags font.

    /usr/bin/python3 scripts/cut-flag-font.py   (Debian: apt-get install fonttools)

Writes scripts/assets/country-flags.woff2 (about 3 KB) and country-flags.json (the flags it
holds), which scripts/build-fonts.mjs serves; run it again when src/lib/countries.ts changes (a
unit test compares the two). The source is the font of the npm package
country-flag-emoji-polyfill (Twemoji art, CC BY 4.0), 77 KB for every flag. The cut keeps each
country's two regional-indicator letters and the ligature that draws the flag, with its colour
layers (COLR and CPAL), and nothing else: fontTools' subsetter, unlike harfbuzz's (subset-font),
keeps the colour tables, and with --no-layout-closure it leaves out the flags of every other pair
of the same letters (24 KB with them).
"""
import json
import pathlib
import re
import subprocess

from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / 'node_modules/country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2'
OUT = ROOT / 'scripts/assets'

flags = re.findall(r"flag: '([^']+)'", (ROOT / 'src/lib/countries.ts').read_text())
if not flags:
    raise SystemExit('src/lib/countries.ts: no flags found')

# The flag of a letter pair is a ligature of its two glyphs (GSUB): find each one's glyph.
ligatures = {}
for lookup in TTFont(SOURCE)['GSUB'].table.LookupList.Lookup:
    for table in lookup.SubTable:
        for first, entries in getattr(table, 'ligatures', {}).items():
            for entry in entries:
                ligatures[(first, tuple(entry.Component))] = entry.LigGlyph

def letter(char):
    return 'u%X' % ord(char)

glyphs = set()
for flag in flags:
    first, second = (letter(char) for char in flag)
    glyphs |= {first, second, ligatures[(first, (second,))]}

OUT.mkdir(exist_ok=True)
subprocess.run(
    [
        'pyftsubset', str(SOURCE),
        '--glyphs=' + ','.join(sorted(glyphs)),
        '--text=' + ''.join(flags),
        '--no-layout-closure',
        '--layout-features=*',
        '--flavor=woff2',
        '--output-file=' + str(OUT / 'country-flags.woff2'),
    ],
    check=True,
)
(OUT / 'country-flags.json').write_text(json.dumps(flags, ensure_ascii=False) + '\n')
print(f"scripts/assets/country-flags.woff2: {len(flags)} flags, {(OUT / 'country-flags.woff2').stat().st_size} bytes")
