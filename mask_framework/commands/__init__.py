"""One module per `mask` subcommand."""
