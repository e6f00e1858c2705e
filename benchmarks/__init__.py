"""Benchmarks: ``make bench``. Figures are printed as ratios to a baseline
measured in the same run, never asserted in tests."""
