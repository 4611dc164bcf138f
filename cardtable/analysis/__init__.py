"""Looking at play without Qt: hints, the review of a finished round and claim checking."""
