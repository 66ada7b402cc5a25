import LayoutComposer
import LayoutSamples
import Testing

// The right-to-left version of LayoutComposer's nested profile (Samples/Gallery/
// LayoutComposerReadme.swift, `profile-rtl`); the left-to-right original is tested in
// ReadmeExampleTests. Frames derived by hand; text at fontSize 16 is 8 points a character.

@Suite struct LayoutComposerReadmeSampleTests {
  @Test func profileMirrorsRightToLeft() throws {
    let sample = try #require(Gallery.sample(named: "profile-rtl"))
    #expect(sample.direction == .rightToLeft)
    let frames = laidOutSample("profile-rtl")
    // Margins and padding are the same on both sides, so the column is as in the original:
    // the container {10, 10, 300, 185}, its children 280 wide at x = 10 (see
    // ReadmeExampleTests.nestedProfile for the heights).
    #expect(frames["profileContainer"] == Frame(x: 10, y: 10, width: 300, height: 185))
    #expect(frames["messageLabel"] == Frame(x: 10, y: 115, width: 280, height: 40))
    // The header (280 wide): the icon at the leading side, now the right: 280 − 50 = 230;
    // the button at the trailing side, now the left: x = 0, at the top.
    #expect(frames["icon"] == Frame(x: 230, y: 0, width: 50, height: 50))
    #expect(frames["changeProfileBtn"] == Frame(x: 0, y: 0, width: 100, height: 20))
    // The follow counts run from the right: "150 follows" (88) at 280 − 88 = 192; "130
    // followers" (104) 10 further to the left: 192 − 10 − 104 = 78.
    #expect(frames["followLabel"] == Frame(x: 192, y: 0, width: 88, height: 30))
    #expect(frames["followerLabel"] == Frame(x: 78, y: 0, width: 104, height: 30))
    // On screen: 10 + 10 + 78 = 98, 10 + 155 = 165.
    #expect(
      frames.absoluteFrame(named: "followerLabel") == Frame(x: 98, y: 165, width: 104, height: 30))
  }

  @Test func profileWithLeadingAndTrailingIsTheOriginalLeftToRight() throws {
    // Leading is left in left-to-right: laid out that way, the mirrored sample's frames are
    // the original's, line for line.
    let mirrored = try #require(Gallery.sample(named: "profile-rtl"))
    var tree = LayoutTree(mirrored.build())
    let leftToRight = tree.layout(in: mirrored.size, direction: .leftToRight)
    let original = laidOutSample("profile")
    #expect(leftToRight.dump() == original.dump())
  }
}
