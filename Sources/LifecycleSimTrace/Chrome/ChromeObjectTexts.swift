import LifecycleSimSupport

/// Each object's pieces of the Chrome rendering's events, rendered once: a record's event is
/// these pieces around its callback's name and its numbers, with no escaping or formatting of
/// names per record.
struct ChromeObjectTexts: ~Copyable {
  /// A piece of an event that only depends on the object.
  enum Piece: Int {
    /// `,\n{"name":"NAME.`: a record's slice up to its callback's name.
    case namePrefix
    /// `","cat":"KIND","ph":"X","ts":`: after the slice's name, up to its time.
    case category
    /// `,"pid":P,"tid":T`: the object's track.
    case track
    /// `,\n{"name":"NAME safeAreaInsets","cat":"counter","ph":"C","ts":`.
    case safeAreaCounter
    /// `,\n{"name":"NAME adjustedContentInset","cat":"counter","ph":"C","ts":`.
    case adjustedInsetCounter
  }

  /// The number of ``Piece`` cases: the table holds them object after object.
  private static let piecesPerObject = 5
  private var table = ByteTable()

  /// The pieces of every object of `trace`, on the tracks `tracks` gives them.
  init(_ trace: Trace, tracks: borrowing ChromeTracks) {
    for (index, object) in trace.objects.enumerated() {
      // The name as a JSON string without its closing quote.
      var quoted = ByteWriter()
      quoted.write(jsonString: object.name)
      var name = quoted.bytes
      name.removeLast()
      _ = table.append {
        $0.write(",\n{\"name\":")
        $0.write(bytes: name)
        $0.write(byte: UInt8(ascii: "."))
      }
      _ = table.append {
        $0.write("\",\"cat\":\"")
        $0.write(object.kind.rawValue)
        $0.write("\",\"ph\":\"X\",\"ts\":")
      }
      _ = table.append {
        $0.write(",\"pid\":")
        $0.write(integer: tracks.objectProcess[index])
        $0.write(",\"tid\":")
        $0.write(integer: tracks.objectThread[index])
      }
      for property in ["safeAreaInsets", "adjustedContentInset"] {
        _ = table.append {
          $0.write(",\n{\"name\":")
          $0.write(bytes: name)
          $0.write(" ")
          $0.write(property)
          $0.write("\",\"cat\":\"counter\",\"ph\":\"C\",\"ts\":")
        }
      }
    }
  }

  /// Writes `piece` of object `object`.
  func write(_ piece: Piece, of object: Int, into w: inout ByteWriter) {
    table.write(object * Self.piecesPerObject + piece.rawValue, into: &w)
  }
}
