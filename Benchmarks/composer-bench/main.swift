print("composer-bench: not yet")
