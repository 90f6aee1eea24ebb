"""The new-game options form of each game mode, one module per mode.

Every form is a :class:`ModeForm`: the seats (a name and "person or robot of a level"
per seat) followed by the game's own options. The new-game screen shows the form of
the game chosen at its top and asks it for an :class:`~lexitile.tui.opening.Opening`
when the player starts the game.
"""
