"""Fuzzing the board and tile-set loaders and the move parser: nothing but the
documented error types may escape (issue #8). The benchmark
``benchmarks/fuzz_inputs.py`` runs the same targets with 10,000+ examples."""

from __future__ import annotations

from fuzz_strategies import layout_texts, move_texts, parse_layout, parse_move, parse_tileset, tileset_texts
from hypothesis import given, settings


@settings(max_examples=300, deadline=None)
@given(layout_texts)
def test_layout_parser_never_crashes(text):
    parse_layout(text)


@settings(max_examples=300, deadline=None)
@given(tileset_texts)
def test_tileset_parser_never_crashes(text):
    parse_tileset(text)


@settings(max_examples=300, deadline=None)
@given(move_texts)
def test_move_parser_never_crashes(move):
    parse_move(*move)
