import CGtk
import CGtkShim
import LayoutComposer
