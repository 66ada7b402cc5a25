import LayoutComposer
import LayoutSamples

print("todo")
