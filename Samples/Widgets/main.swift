import CGtk
import Foundation
import LayoutComposer
import LayoutComposerWidgets

// composer-widgets: the sample windows of LayoutComposerWidgets.
//
//   composer-widgets --list
//   composer-widgets NAME [--size WxH] [--allocations | --frames | --trace]

let usage = """
  usage: composer-widgets NAME [--size WxH] [--allocations | --frames | --trace]
         composer-widgets --list
    --size WxH      the window's size (default: the sample's own, such as 375x667)
    --allocations   print every named widget's allocation in window coordinates as JSON
                    ({"name": [x, y, w, h], …}) after the first frame, and exit
    --frames        print the engine's frames for the same tree, in the same form, without
                    opening the window
    --trace         print the allocations after the first frame, then the widgets' events
                    (`event sign-in …`), and keep running
  Ctrl+Shift+F in a window (or LAYOUTCOMPOSER_SHOW_FRAMES=1) draws the frames over it.
  """

func fail(_ message: String, status: Int32 = 2) -> Never {
  FileHandle.standardError.write(Data("composer-widgets: \(message)\n".utf8))
  exit(status)
}

// Signals blocked in the parent stay blocked across exec: a test runner that starts this
// from one of its threads would leave SIGTERM blocked, and the window could not be ended.
var unblocked = sigset_t()
sigemptyset(&unblocked)
sigprocmask(SIG_SETMASK, &unblocked, nil)

MainActor.assumeIsolated {
  let options: SampleOptions
  do {
    options = try SampleOptions(arguments: Array(CommandLine.arguments.dropFirst()))
  } catch {
    fail("\(error)\n\(usage)")
  }
  switch options.command {
  case .help:
    print(usage)
  case .list:
    // The ids in a column two wider than the longest, so every summary is apart from its id.
    let column = (WidgetSample.all.map(\.id.count).max() ?? 0) + 2
    for sample in WidgetSample.all {
      print("\(sample.id.padding(toLength: column, withPad: " ", startingAt: 0))\(sample.summary)")
    }
  case .run(let sample, let mode):
    guard gtk_init_check() != 0 else {
      fail("cannot open a display (set DISPLAY, or run under scripts/with-display)", status: 1)
    }
    SampleStyles.install()
    let size = options.size ?? sample.size
    let window = SampleWindow(sample: sample, size: size)
    switch mode {
    case .frames:
      print(window.engineFramesJSON())
    case .allocations, .trace, .window:
      exit(window.run(mode: mode))
    }
  }
}
