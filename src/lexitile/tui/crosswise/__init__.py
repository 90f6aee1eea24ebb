"""The Crosswise screens: the game, the rules card, the game-over and replay screens.

Built only on the public API of :mod:`lexitile.games.crosswise` (the UI sends intents, the
engine decides). ``chooser`` and ``session`` hold no Textual code and are tested
without an app.
"""
