"""How an interrupted command ends (Ctrl-C or SIGTERM): kept apart, with nothing to import, so that
``gridcraft.cli.main`` can answer an interrupt that comes while the commands load."""

#: exit code of a command ended by Ctrl-C or SIGTERM (128 + SIGINT)
EXIT_INTERRUPTED = 130
#: the last line on stderr of an interrupted command
INTERRUPTED_LINE = "gridcraft: interrupted"
