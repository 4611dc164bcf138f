"""The user's files: saves and autosave, statistics, data paths, crash logs and the careful
reading of files a user picked. Everything here touches the disk; nothing above it does."""
