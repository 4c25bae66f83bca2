"""Gemtable: five tabletop games on one table."""

__version__ = "0.1.0"
