"""Widgets of the game screen: the board, the rack, scores, history, preview, word box."""
