/* qd-text.h — reading the text files of every problem: one check that a file
 * is text, and a line reader that takes LF, CRLF and a missing final newline. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* FALSE, with `domain`/`code` and a message saying why, when the bytes hold a
 * NUL byte or are not UTF-8 ("line 3: the file is not UTF-8 text"). */
gboolean qd_text_validate (const char *text, gsize length, GQuark domain, gint code, GError **error);

/* Appends a CSV field, RFC 4180: quoted (quotes doubled) when it holds a
 * comma, a quote or a line break. */
void     qd_text_append_csv_field (GString *out, const char *field);
/* The same for a text a person's spreadsheet opens (a file name, an
 * answer's line, a student's name): one that starts with =, +, -, @, a
 * tab or a CR gets a ' before it, so that no spreadsheet runs it as a
 * formula (OWASP's "CSV injection").  Not for numbers or machine-read
 * files. */
void     qd_text_append_csv_text  (GString *out, const char *text);

/* Appends a JSON string (RFC 8259): quoted, with '"', '\\' and control
 * characters escaped; `text` valid UTF-8. */
void     qd_text_append_json_string (GString *out, const char *text);

/* `text` with every `from` replaced by `to` (to free). */
char    *qd_text_replace (const char *text, const char *from, const char *to);

/* The last line of `text` that is not blank, its blanks stripped, or NULL
 * (to free): what a program last said on its stderr. */
char    *qd_text_last_line (const char *text);

/* Skips a UTF-8 byte-order mark; returns the offset of the text proper. */
gsize    qd_text_skip_bom (const char *text, gsize length);

/* The first byte of `text` that is not UTF-8 text (a NUL, or a byte outside
 * a valid sequence), with its line and its column in bytes (from 1); NULL
 * when every byte is text.  For readers whose errors name LINE:COLUMN. */
const char *qd_text_find_binary (const char *text, gsize length, guint *line, guint *column);

/* The first character of `text` (valid UTF-8) that has no place in a name:
 * a control or format character (U+FEFF, U+200B, bidirectional marks), a
 * line or paragraph separator; 0 when there is none.  Such a character is
 * invisible in every view, and U+FEFF at the start of a file is taken for a
 * byte-order mark, so a name holding one would not read back. */
gunichar qd_text_find_invisible (const char *text, gsize length);

/* File text as an error message may show it: control and format characters
 * and bytes that are not UTF-8 escaped (\t \n \r \e \xNN \u{FEFF}), and
 * cut after QD_TEXT_QUOTE_MAX characters with "…", so that a message stays one
 * short line and nothing in a file can drive the terminal.  `length` -1: up
 * to the NUL. */
#define QD_TEXT_QUOTE_MAX 40
char    *qd_text_quote (const char *text, gssize length);
/* A whole message made safe to show, the net under every parser's own
 * quoting: characters escaped as qd_text_quote does, each “quoted” part
 * longer than QD_TEXT_QUOTE_MAX characters cut in its middle (a file's name
 * keeps its end), the whole after 1,000. */
char    *qd_text_sanitize_message (const char *message);

/* What a program printed (an agent's name, moves, info lines and stderr, a
 * grading's feedback), made safe to print or show whole: C0 control
 * characters, DEL, C1 (U+0080 to U+009F), format characters and bytes that
 * are not UTF-8 escaped as qd_text_quote() does (\e, \xNN, \u{202E}), so
 * that nothing in it drives a terminal, splits a CSV row or hides in a
 * window; never cut.  `keep_lines`: \n, \t and the \r of a CRLF stay (a
 * log of many lines).  NULL: NULL. */
char    *qd_text_escape_controls (const char *text, gboolean keep_lines);
/* An error whose message quotes what a program printed (an agent's line),
 * its message escaped in place as qd_text_escape_controls() does on one line. */
void     qd_text_escape_error    (GError *error);
/* A name from outside (a submission's folder) as every text shows it: one
 * line, escaped as qd_text_escape_controls() does and `\` written `\\`, so
 * that two names are the same when their escapings are (a raw file's key).
 * qd_text_unescape_name() gives the name back (NULL when `escaped` is not
 * the escaping of a name). */
char    *qd_text_escape_name     (const char *name);
char    *qd_text_unescape_name   (const char *escaped);

/* The text with its first character in title case ("the root returns 6."
 * begins a sentence: "The root returns 6."); a newly allocated copy. */
char    *qd_text_capitalize (const char *text);
/* A title without its mnemonic underscores, as GTK shows it ("_Seed" is
 * "Seed", "__" is "_"); a newly allocated copy. */
char    *qd_text_strip_mnemonics (const char *text);
/* Whether a line holds only ASCII white space (or nothing). */
gboolean  qd_text_is_blank (const char *line, gsize length);
/* Moves *p and shortens *len past the ASCII white space at both ends. */
void      qd_text_trim (const char **p, gsize *len);
/* The next word of [*p, end) (ASCII white space between words) in
 * `word`/`length`, *p moved past it; FALSE when only blanks are left. */
gboolean  qd_text_next_word (const char **p, const char *end, const char **word, gsize *length);

typedef struct {
  const char *p;
  const char *end;
  guint line;          /* number of the line last returned, 1-based */
} QdLineReader;

/* Skips a UTF-8 byte-order mark at the start of `text`: a reader that
 * goes through it needs no check of its own (and must not skip it twice). */
void     qd_line_reader_init (QdLineReader *reader, const char *text, gsize length);
/* The next line without its line end; FALSE at the end of the text. */
gboolean qd_line_reader_next (QdLineReader *reader, const char **line, gsize *length);

/* Sets `error` to "line L: <message>" (just the message for line 0) and
 * returns FALSE, for parsers. */
gboolean qd_text_line_error (GError **error, GQuark domain, gint code, guint line,
                             const char *format, ...) G_GNUC_PRINTF (5, 6);

/* A parser's warnings (strings in `warnings`, NULL: none kept): the first
 * QD_TEXT_MAX_WARNINGS, then qd_text_warnings_end adds "… and N more
 * warnings"; `count` counts them all.  A file of thousands of suspicious
 * lines says a screenful, not thousands. */
#define QD_TEXT_MAX_WARNINGS 20
void     qd_text_warn          (GPtrArray *warnings, guint *count, const char *format, ...) G_GNUC_PRINTF (3, 4);
void     qd_text_warnings_end  (GPtrArray *warnings, guint count);

G_END_DECLS
