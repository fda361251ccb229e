/// A JSON syntax error, with the location of the offending character.
///
/// The message says what was expected and what was found, and for the usual hand-editing
/// mistakes (trailing commas, comments, single quotes, unquoted keys) how to fix it. The
/// description is `"14:9: expected ',' or '}' after an object member, found '\"'; …"`.
package struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
  /// Where the error is: the offending character, or the end of the file.
  package var location: TextLocation
  /// What went wrong, without the location.
  package var message: String

  /// Creates an error at a location.
  package init(location: TextLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// The location and message, as in `14:9: expected ':' after the object key, found '='`.
  package var description: String { "\(location): \(message)" }
}
