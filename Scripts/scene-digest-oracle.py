#!/usr/bin/python3
"""Test vectors for SceneDigest (Sources/TagFlow/Model/SceneDigest.swift), from its doc comment's
rule alone, not from its code: Tests/TagFlowTests/Oracle/SceneDigestTests.swift compares against these.

  Scripts/scene-digest-oracle.py      prints each vector's name and 64-bit value
"""
import struct

M = (1 << 64) - 1


class Digest:
    def __init__(self):
        self.h = 0x243f6a8885a308d3

    def word(self, w):
        m = ((self.h ^ (w & M)) * 0x9e3779b97f4a7c15) & M
        self.h = m ^ (m >> 32)

    def integer(self, i):
        self.word(i & M)

    def double(self, d):
        self.word(struct.unpack('<Q', struct.pack('<d', d))[0])

    def bytes(self, b):
        self.integer(len(b))
        b = b + b'\0' * ((-len(b)) % 8)
        for k in range(0, len(b), 8):
            self.word(int.from_bytes(b[k:k + 8], 'little'))

    def text(self, t):
        self.bytes(t.encode())

    def value(self):  # MurmurHash3's fmix64
        h = self.h
        h ^= h >> 33
        h = (h * 0xff51afd7ed558ccd) & M
        h ^= h >> 33
        h = (h * 0xc4ceb9fe1a85ec53) & M
        h ^= h >> 33
        return h


def vector(name, feed):
    d = Digest()
    feed(d)
    print(f'{name} 0x{d.value():016x}')


vector('empty', lambda d: None)
vector('text', lambda d: d.text('Rock 한국어 🎸'))
vector('short', lambda d: d.text('Go'))
vector('eight', lambda d: d.text('Electron'))
vector('numbers', lambda d: (d.double(1.5), d.integer(-2), d.double(-0.0)))
