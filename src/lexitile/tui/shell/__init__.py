"""What every game mode's table shares: the hotseat curtain and who may see a hand.

The modes' screens ask :class:`~lexitile.tui.shell.curtain.Hotseat` when a curtain
must come down, so the rule of hidden information is written once for every game.
"""
