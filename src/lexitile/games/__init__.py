"""The games lexitile hosts, one package each, every one meeting the game contract of :mod:`lexitile.core`."""
