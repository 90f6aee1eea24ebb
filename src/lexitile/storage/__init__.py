"""The data folder: one naming scheme, atomic writes, locks, and one saved-games index
for every game mode."""
