"""Differential test of the LayoutComposer engine against Yoga and Taffy.

Run it through `scripts/differential`; docs/differential-testing.md describes the mapping.
"""
