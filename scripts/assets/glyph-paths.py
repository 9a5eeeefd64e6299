"""Text runs to SVG path data in Inter, for scripts/outline-svg-text.ts.

Reads JSON from stdin: {"font": path, "runs": [{"text", "weight", "size", "spacing", "x", "y", "anchor"}]}
and writes JSON to stdout: the path data of each run, in order.
Glyphs are placed by their advance widths plus pair kerning (GPOS format 1 and 2 pairs), which is
what a browser does for these plain Latin labels. Outlines are written in relative commands (m, l,
q, c) with one decimal: each point is rounded in its glyph's own frame and each glyph placed on the
0.1 grid, so a point is at most 0.1 user units off, no error accumulates along a line, and every
copy of a glyph at one size writes the same commands after its first move.
"""

import json
import sys

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer


def number(value):
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


class RelativePathPen(BasePen):
    """Path data in relative commands, for glyph outlines scaled and moved by (scale, dx, dy)."""

    def __init__(self, glyph_set):
        super().__init__(glyph_set)
        self.parts = []
        self.current = None  # rounded absolute position of the pen
        self.start = None
        self.transform = (1.0, 0.0, 0.0)

    def place(self, scale, dx, dy):
        self.transform = (scale, round(dx, 1), round(dy, 1))

    def _point(self, pt):
        # Rounded in the glyph's own frame, then moved to its (rounded) origin: every copy of a glyph
        # at one size then has the same relative path, which brotli stores once.
        scale, dx, dy = self.transform
        return (round(round(pt[0] * scale, 1) + dx, 1), round(round(-pt[1] * scale, 1) + dy, 1))

    def _rel(self, pt):
        return f"{number(pt[0] - self.current[0])} {number(pt[1] - self.current[1])}"

    def _moveTo(self, pt):
        p = self._point(pt)
        if self.current is None:
            self.parts.append(f"M{number(p[0])} {number(p[1])}")
        else:
            self.parts.append(f"m{self._rel(p)}")
        self.current = self.start = p

    def _lineTo(self, pt):
        p = self._point(pt)
        self.parts.append(f"l{self._rel(p)}")
        self.current = p

    def _qCurveToOne(self, pt1, pt2):
        p1, p2 = self._point(pt1), self._point(pt2)
        self.parts.append(f"q{self._rel(p1)} {self._rel(p2)}")
        self.current = p2

    def _curveToOne(self, pt1, pt2, pt3):
        p1, p2, p3 = self._point(pt1), self._point(pt2), self._point(pt3)
        self.parts.append(f"c{self._rel(p1)} {self._rel(p2)} {self._rel(p3)}")
        self.current = p3

    def _closePath(self):
        self.parts.append("z")
        self.current = self.start


def pair_kerning(font):
    """{(left glyph, right glyph): x advance adjustment} from the GPOS 'kern' feature's pair lookups."""
    kerning = {}
    if "GPOS" not in font:
        return kerning
    table = font["GPOS"].table
    lookup_indices = set()
    for record in table.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            lookup_indices.update(record.Feature.LookupListIndex)
    for index in sorted(lookup_indices):
        lookup = table.LookupList.Lookup[index]
        for subtable in lookup.SubTable:
            if lookup.LookupType == 9:
                subtable = subtable.ExtSubTable
            if getattr(subtable, "LookupType", 2) != 2:
                continue
            coverage = subtable.Coverage.glyphs
            if subtable.Format == 1:
                for left, pair_set in zip(coverage, subtable.PairSet):
                    for record in pair_set.PairValueRecord:
                        value = getattr(record.Value1, "XAdvance", 0) or 0
                        kerning.setdefault((left, record.SecondGlyph), value)
            elif subtable.Format == 2:
                class1 = subtable.ClassDef1.classDefs
                class2 = subtable.ClassDef2.classDefs
                glyphs2 = {}
                for glyph, cls in class2.items():
                    glyphs2.setdefault(cls, []).append(glyph)
                for left in coverage:
                    row = subtable.Class1Record[class1.get(left, 0)]
                    for cls, record in enumerate(row.Class2Record):
                        value = getattr(record.Value1, "XAdvance", 0) or 0
                        if value and cls in glyphs2:
                            for right in glyphs2[cls]:
                                kerning.setdefault((left, right), value)
    return kerning


def main():
    request = json.load(sys.stdin)
    instances = {}
    results = []
    for run in request["runs"]:
        weight = run["weight"]
        if weight not in instances:
            font = instancer.instantiateVariableFont(TTFont(request["font"]), {"wght": weight})
            instances[weight] = (font, font.getGlyphSet(), font.getBestCmap(), pair_kerning(font))
        font, glyph_set, cmap, kerning = instances[weight]
        scale = run["size"] / font["head"].unitsPerEm
        names = [cmap.get(ord(char), ".notdef") for char in run["text"]]
        advances = []
        for i, name in enumerate(names):
            advance = font["hmtx"][name][0] * scale + run["spacing"]
            if i + 1 < len(names):
                advance += kerning.get((name, names[i + 1]), 0) * scale
            advances.append(advance)
        width = sum(advances) - (run["spacing"] if names else 0)
        x = run["x"] - {"middle": width / 2, "end": width}.get(run["anchor"], 0)
        pen = RelativePathPen(glyph_set)
        for name, advance in zip(names, advances):
            pen.place(scale, x, run["y"])
            glyph_set[name].draw(pen)
            x += advance
        results.append("".join(pen.parts))
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
