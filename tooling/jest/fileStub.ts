// What an imported picture or font is in a unit test: a name, not a file.
export default 'test-file-stub';
