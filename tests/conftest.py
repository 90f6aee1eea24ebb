"""Test configuration shared by every test folder.

Having this file at ``tests/`` puts the folder on ``sys.path`` (pytest's default
``prepend`` import mode), so helpers such as ``shared_data`` import from any subfolder.
"""
