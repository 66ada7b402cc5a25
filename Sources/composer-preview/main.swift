print("composer-preview: not yet")
