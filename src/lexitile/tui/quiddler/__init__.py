"""The Quiddler table in Textual: :class:`~lexitile.tui.quiddler.quiddler_app.QuiddlerApp`,
its screen and dialogs, and the Textual-free
:class:`~lexitile.play.quiddler.QuiddlerSession`."""
