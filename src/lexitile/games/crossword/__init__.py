"""The board game (Scrabble-family rule sets): its rules engine, move generator and robots, and its records."""
