"""Looking at play without Qt: hints, round review, claim checking and the duplicate
comparison ("how would the computer have done?")."""
