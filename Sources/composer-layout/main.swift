print("composer-layout: not yet")
