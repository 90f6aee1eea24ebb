"""Screens of the app: new game, the game, the hotseat curtain, dialogs, game over."""
