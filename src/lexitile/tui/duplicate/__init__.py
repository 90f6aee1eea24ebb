"""The duplicate game's screens: the table (:mod:`.screens`), its dialogs
(:mod:`.dialogs`) and the app started by ``lexitile duplicate`` (:mod:`.app`)."""
