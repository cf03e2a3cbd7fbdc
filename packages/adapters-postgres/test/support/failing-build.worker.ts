// A build thread that dies at once (its module throws): the feed must rebuild on its own thread.
throw new Error('the build thread could not start');
