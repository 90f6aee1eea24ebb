"""What every game meets: seats, outcomes, messages as data and the game-mode contracts.

Nothing here imports a game, the terminal UI or the file system; the games, the table
services and the screens import from here.
"""
