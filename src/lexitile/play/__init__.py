"""The table services of every game, without Textual: a screen sends intents to them
and renders their state.

* :mod:`~lexitile.play.board_session` — a board game being played: moves, challenges,
  take-backs by agreement, annulling, resigning, and its save file;
  :mod:`~lexitile.play.board_setup` how it is set up; :mod:`~lexitile.play.game_summary`
  how it ended.
* :mod:`~lexitile.play.quiddler`, :mod:`~lexitile.play.crosswise` — the Quiddler and
  Crosswise sessions.
* :mod:`~lexitile.play.turn_clock` — turn clocks (time per move, game clocks).
* :mod:`~lexitile.play.robot_seats` — computer players at the table.
* :mod:`~lexitile.play.draft` — the tiles placed on the board before a play is made.
* :mod:`~lexitile.play.table_options` — a board game's table options (how words are
  judged, challenge penalty, clocks, classic mode, pairs), kept in its state file.
* :mod:`~lexitile.play.recap` — what happened since a person last saw the table (the
  hotseat curtain's recap).
"""
